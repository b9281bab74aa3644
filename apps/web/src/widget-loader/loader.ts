/**
 * The website widget's loader (/widget.js, docs/decisions/0053-website-widget.md). A hotel pastes
 *   <script src="https://<product>/widget.js" data-hotel="<link code>" async></script>
 * into its own site. After the page has loaded (and the browser is idle) it asks WidgetMetadataService for the
 * hotel's colour and name, draws a floating button in its own shadow root and, on the first press, opens the menu
 * (/menu-widget-screen) in an iframe beside it. It touches nothing of the host page but one element at the end of
 * <body> and one global (window.GMWidget), reads no cookie or storage of the host, and imports nothing (no React):
 * scripts/build-widget.mjs bundles it alone and holds it under 15 KB gzip.
 */

interface WidgetApi {
  open(): void;
  close(): void;
}

declare global {
  interface Window {
    GMWidget?: WidgetApi;
  }
}

type Lang = 'pt' | 'en' | 'es';
const WORDS: Record<Lang, { open: string; close: string; menu: string }> = {
  pt: { open: 'Abrir o menu de {h}', close: 'Fechar o menu', menu: 'Menu de {h}' },
  en: { open: 'Open the {h} menu', close: 'Close the menu', menu: '{h} menu' },
  es: { open: 'Abrir el menú de {h}', close: 'Cerrar el menú', menu: 'Menú de {h}' },
};
const DEFAULT_COLOUR = '#3a547b';
const METADATA = '/jwt/brokerJson/widget/WidgetMetadataService';

const STYLE = `
:host{all:initial}
*{box-sizing:border-box}
.b{position:fixed;right:20px;bottom:20px;width:56px;height:56px;border-radius:50%;border:0;cursor:pointer;
display:flex;align-items:center;justify-content:center;box-shadow:0 4px 14px rgba(0,0,0,.3);z-index:2147483646;
color:#fff;padding:0;margin:0}
.b:focus-visible{outline:3px solid #fff;box-shadow:0 0 0 6px #1a1b1e}
.b svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round}
.p{position:fixed;right:20px;bottom:88px;width:min(380px,calc(100vw - 24px));height:min(560px,calc(100vh - 108px));
background:#fff;border-radius:12px;box-shadow:0 10px 40px rgba(0,0,0,.35);overflow:hidden;z-index:2147483647;
display:flex;flex-direction:column}
.p[hidden]{display:none}
.x{position:absolute;top:6px;right:6px;width:44px;height:44px;border:0;border-radius:8px;background:#fff;color:#1a1b1e;
cursor:pointer;font:600 24px/1 system-ui,sans-serif;padding:0;margin:0}
.x:focus-visible{outline:3px solid #1a1b1e}
iframe{border:0;width:100%;flex:1}
@media (max-width:480px){.p{right:12px;left:12px;width:auto;bottom:84px}}
`;

const MENU_ICON = '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M4 7h16M4 12h16M4 17h16"/></svg>';

/** The page's language (data-locale, else <html lang>), else the hotel's, else the browser's: pt, en or es. */
function languageOf(script: HTMLScriptElement, hotel: string | undefined): Lang {
  const known = (v: string | null | undefined): Lang | null => {
    const l = (v ?? '').slice(0, 2).toLowerCase();
    return l === 'pt' || l === 'en' || l === 'es' ? l : null;
  };
  return known(script.dataset.locale) ?? known(document.documentElement.lang) ?? known(hotel) ?? known(navigator.language) ?? 'pt';
}

type Meta = { nomeIns: string; cor: string; idioma?: string };

async function metadataOf(origin: string, h: string): Promise<Meta | null> {
  try {
    // A form post: a simple cross-origin request (no preflight), without the host's cookies.
    const res = await fetch(origin + METADATA, {
      method: 'POST',
      body: new URLSearchParams({ h }),
      credentials: 'omit',
      mode: 'cors',
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { widget?: Meta };
    return body.widget ?? null;
  } catch {
    return null;
  }
}

function mount(origin: string, h: string, lang: Lang, meta: Meta | null): WidgetApi {
  const words = WORDS[lang];
  const name = meta?.nomeIns ?? '';
  const say = (text: string) => (name ? text.replace('{h}', name) : text.replace(/ (de |del )?\{h\}|\{h\} /, ''));
  const host = document.createElement('div');
  host.setAttribute('data-gm-widget', '');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'b';
  button.style.background = /^#[0-9a-f]{6}$/i.test(meta?.cor ?? '') ? meta!.cor : DEFAULT_COLOUR;
  button.setAttribute('aria-label', say(words.open));
  button.setAttribute('aria-expanded', 'false');
  button.innerHTML = MENU_ICON;
  const panel = document.createElement('div');
  panel.className = 'p';
  panel.hidden = true;
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', say(words.menu));
  const closer = document.createElement('button');
  closer.type = 'button';
  closer.className = 'x';
  closer.setAttribute('aria-label', words.close);
  closer.textContent = '×';
  root.append(style, panel, button);

  let frame: HTMLIFrameElement | null = null;
  const api: WidgetApi = {
    open() {
      if (!frame) {
        frame = document.createElement('iframe');
        frame.title = say(words.menu);
        frame.src = `${origin}/menu-widget-screen?h=${encodeURIComponent(h)}&locale=${lang}`;
        panel.append(closer, frame);
      }
      panel.hidden = false;
      button.setAttribute('aria-expanded', 'true');
      closer.focus();
    },
    close() {
      if (panel.hidden) return;
      panel.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      button.focus();
    },
  };
  button.addEventListener('click', () => (panel.hidden ? api.open() : api.close()));
  closer.addEventListener('click', () => api.close());
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') api.close();
  });
  // Escape inside the menu (another document) reaches the loader as a message from that frame only.
  window.addEventListener('message', (e) => {
    if (e.origin === origin && frame && e.source === frame.contentWindow && (e.data as { gmWidget?: string })?.gmWidget === 'close')
      api.close();
  });
  document.body.appendChild(host);
  return api;
}

function start(script: HTMLScriptElement): void {
  const h = script.dataset.hotel?.trim();
  if (!h || window.GMWidget) return;
  const origin = new URL(script.src, document.baseURI).origin;
  let api: WidgetApi | null = null;
  // Claimed at once, so a second copy of the snippet draws no second button; filled when the button is drawn.
  window.GMWidget = { open: () => api?.open(), close: () => api?.close() };
  const draw = () => {
    void metadataOf(origin, h).then((meta) => {
      api = mount(origin, h, languageOf(script, meta?.idioma), meta);
    });
  };
  // After the host page's content: on load, then when the browser is idle (at most 2 s later).
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(draw, { timeout: 2000 }) : setTimeout(draw, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export {};

const current = document.currentScript;
if (current instanceof HTMLScriptElement) start(current);
