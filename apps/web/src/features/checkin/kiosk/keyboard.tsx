import 'react-simple-keyboard/build/css/index.css';
import { EMAIL_DOMAINS, isDeadKey, maskDateDigits, type NumericKind, pressNumeric, pressText } from '@gm/domain/kiosk-keyboard';
import { Box, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import Keyboard from 'react-simple-keyboard';
import { useT } from '../../../i18n/use-t';

/**
 * The kiosk's on-screen keyboard (docs/decisions/0064-kiosk.md), on react-simple-keyboard: it opens under whichever
 * field takes the focus and types into it, so every field of every step works without a physical keyboard. The
 * layout follows the field: the Brazilian layout (dead keys ´ ~ ^ ` ¨ compose with the next letter: á ã â à ü; ç),
 * the e-mail layout (@ and common domains), the numeric pad (CPF, phone, dates: digits only, a date's year starting
 * 19 or 20). The rules are @gm/domain/kiosk-keyboard's; this file only draws the keys and writes the field.
 */
export type KeyboardKind = 'text' | 'email' | NumericKind;

type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'number', 'password', '']);

function fieldOf(target: EventTarget | null): Field | null {
  if (target instanceof HTMLTextAreaElement) return target.readOnly || target.disabled ? null : target;
  if (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type) && !target.readOnly && !target.disabled) return target;
  return null;
}

/** The field's layout: its data-keyboard (the date and CPF inputs name theirs), else its type and input mode. */
export function kindOf(el: Field): KeyboardKind {
  const named = el.dataset.keyboard as KeyboardKind | undefined;
  if (named) return named;
  const mode = el.inputMode;
  if ((el as HTMLInputElement).type === 'email' || mode === 'email') return 'email';
  if ((el as HTMLInputElement).type === 'tel' || mode === 'tel') return 'phone';
  if (mode === 'numeric' || (el as HTMLInputElement).type === 'number') return 'digits';
  return 'text';
}

/** Writes a controlled React field as typing would: the native setter, then an input event. */
function write(el: Field, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  try {
    el.setSelectionRange(value.length, value.length);
  } catch {
    /* email and number inputs have no selection */
  }
}

/** The next text field after `el` in the page, in document order (the step's form), or null. */
function nextField(el: Field): Field | null {
  const all = Array.from(document.querySelectorAll<HTMLElement>('main input, main textarea'));
  for (const candidate of all.slice(all.indexOf(el) + 1)) {
    const f = fieldOf(candidate);
    if (f && f.offsetParent !== null) return f;
  }
  return null;
}

const LAYOUTS = {
  text: {
    default: [
      '1 2 3 4 5 6 7 8 9 0 {bksp}',
      'q w e r t y u i o p ´',
      'a s d f g h j k l ç ~',
      '{shift} z x c v b n m , . - {shift}',
      '^ ` ¨ {space} {done}',
    ],
    shift: [
      '1 2 3 4 5 6 7 8 9 0 {bksp}',
      'Q W E R T Y U I O P ´',
      'A S D F G H J K L Ç ~',
      '{shift} Z X C V B N M , . - {shift}',
      '^ ` ¨ {space} {done}',
    ],
  },
  email: {
    default: [
      '1 2 3 4 5 6 7 8 9 0 {bksp}',
      'q w e r t y u i o p',
      'a s d f g h j k l @',
      'z x c v b n m . - _',
      `${EMAIL_DOMAINS.slice(0, 3).join(' ')} {done}`,
      EMAIL_DOMAINS.slice(3).join(' '),
    ],
  },
  numeric: { default: ['1 2 3', '4 5 6', '7 8 9', '{clear} 0 {bksp}', '{done}'] },
};

export function KioskKeyboard() {
  const { t } = useT();
  const [field, setField] = useState<Field | null>(null);
  const [kind, setKind] = useState<KeyboardKind>('text');
  const [shift, setShift] = useState(false);
  const [refused, setRefused] = useState(false);
  const dead = useRef<ReturnType<typeof pressText>['dead']>(null);

  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const el = fieldOf(e.target);
      if (!el) {
        if (!(e.target instanceof HTMLElement && e.target.closest('[data-kiosk-keyboard]'))) setField(null);
        return;
      }
      const k = kindOf(el);
      // The kiosk has no physical keyboard, and no system keyboard should cover this one.
      el.dataset.keyboard = k;
      el.inputMode = 'none';
      dead.current = null;
      setKind(k);
      setShift(false);
      setRefused(false);
      setField(el);
      setTimeout(() => el.scrollIntoView({ block: 'center', behavior: 'smooth' }), 50);
    };
    document.addEventListener('focusin', onFocus);
    // A field focused before the keyboard loaded gets it too.
    if (fieldOf(document.activeElement)) onFocus({ target: document.activeElement } as FocusEvent);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  useEffect(() => {
    if (!field) return;
    // The field went away (another step): so does the keyboard.
    const check = setInterval(() => {
      if (!field.isConnected) setField(null);
    }, 300);
    return () => clearInterval(check);
  }, [field]);

  if (!field) return null;
  const numeric = kind !== 'text' && kind !== 'email';

  const press = (button: string) => {
    if (button === '{done}') {
      // On to the step's next field (the keyboard follows it); after the last one, the keyboard closes.
      const next = nextField(field);
      if (next) next.focus();
      else {
        field.blur();
        setField(null);
      }
      return;
    }
    if (button === '{shift}') return setShift((s) => !s);
    if (numeric) {
      const r = pressNumeric(kind as NumericKind, field.value, button);
      setRefused(r.refused);
      if (!r.refused) write(field, kind === 'date' ? maskDateDigits(r.digits) : r.digits);
      return;
    }
    const max = field.maxLength > 0 ? field.maxLength : undefined;
    const next = pressText({ value: field.value, dead: dead.current }, button, max);
    dead.current = next.dead;
    if (next.value !== field.value) write(field, next.value);
    // One capital, then back to lower case (unless the key was a dead key waiting for its letter).
    if (shift && !isDeadKey(button)) setShift(false);
    setRefused(false);
  };

  const layout = numeric ? LAYOUTS.numeric : kind === 'email' ? LAYOUTS.email : LAYOUTS.text;
  return (
    <Box
      data-kiosk-keyboard={kind}
      className={numeric ? 'gm-kiosk-keyboard gm-kiosk-keyboard-numeric' : 'gm-kiosk-keyboard'}
      // Taps on the keys keep the field focused.
      onMouseDown={(e) => e.preventDefault()}
      onPointerDown={(e) => e.preventDefault()}
    >
      {refused && (
        <Text c="red.8" fw={600} ta="center" role="status" data-testid="kiosk-keyboard-refused">
          {t(kind === 'date' ? 'checkin.kiosk.keyboard.dateRule' : 'checkin.kiosk.keyboard.digitsOnly')}
        </Text>
      )}
      <Keyboard
        layout={layout}
        layoutName={!numeric && shift && kind === 'text' ? 'shift' : 'default'}
        onKeyPress={press}
        preventMouseDownDefault
        disableButtonHold
        display={{
          '{bksp}': '⌫',
          '{shift}': '⇧',
          '{space}': t('checkin.kiosk.keyboard.space'),
          '{done}': t('checkin.kiosk.keyboard.done'),
          '{clear}': t('checkin.kiosk.keyboard.clear'),
        }}
      />
    </Box>
  );
}
