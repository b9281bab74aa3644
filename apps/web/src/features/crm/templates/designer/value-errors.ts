import { buttonValues, type EditableContentType, headingValues, imageValues, textValues } from '@gm/contracts/crm/templates-design';

const SCHEMAS = { text: textValues, heading: headingValues, button: buttonValues, image: imageValues };

/**
 * A content's problems by its value ('href', 'src.url', 'buttonColors.color') as keys under crmTemplates.errors, from the
 * contract's own schema: the designer shows them on the field before the server would refuse the save.
 */
export function valueErrors(type: EditableContentType, values: Record<string, unknown>): Record<string, string> {
  const r = SCHEMAS[type].safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const path = issue.path.filter((p) => p !== 'values').join('.');
    const key = issue.message.startsWith('crm.design.') ? issue.message.slice('crm.design.'.length) : 'invalid';
    out[path] ??= key;
  }
  return out;
}
