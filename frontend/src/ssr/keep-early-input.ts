/**
 * Text typed into a server-rendered page before it came alive. The page paints, and its search boxes
 * take keys, before its scripts have loaded (backend/src/pages/render/boot-loader.ts); hydrating a controlled
 * field sets it back to the value React holds, which wiped what a quick visitor had typed ("yongala"
 * gone, the next key starting a new word). Started before hydration, this notes every text field whose
 * value the visitor changed; `restore`, called once the page is hydrated, puts each value back as
 * typing would (an `input` event), so the field's own handler takes it: the directory filters, the
 * address keeps it.
 */
type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);

function isTextField(target: EventTarget | null): target is TextField {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_TYPES.has(target.type);
}

/**
 * Types `value` into a field as a key press would reach React: first through the element's own
 * setter (React's value tracker notes an empty field), then past it, so the `input` event that follows
 * is a change React's handler cannot miss, even though the field already shows the text.
 */
function typeInto(field: TextField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Server-rendered text fields that carry it keep it until React has hydrated them (SearchField's ref
 * takes it off). Until then a key typed into one paints at once: see keepEarlyInput.
 */
export const EARLY_KEYS_ATTRIBUTE = 'data-early-keys';

/** Events of typing that React would answer by hydrating the field's part of the page first. */
const TYPING_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'beforeinput',
  'input',
  'textInput',
  'compositionstart',
  'compositionupdate',
  'compositionend',
];

/** A key that only types: Enter, Escape, Tab or an arrow still reach React (which hydrates the part to answer it). */
function typesText(event: Event): boolean {
  if (!(event instanceof KeyboardEvent)) return true;
  return event.key.length === 1 || ['Backspace', 'Delete', 'Unidentified', 'Process'].includes(event.key);
}

/**
 * Keeps what the visitor types before the page, or the part of it holding the field, is live.
 *
 * Before the app is live it notes every text field whose value changed. After, a key typed into a
 * field still marked EARLY_KEYS_ATTRIBUTE (its part not hydrated yet, HydrateApart) would make React
 * hydrate that part inside the key's own event before the browser draws the letter (70 to 170 ms on a
 * phone at 4x CPU). The key's events stop here instead: the browser draws the letter at once, and
 * after that frame the text is handed to the field as typing would (below), which hydrates its part in
 * a task of its own.
 */
export function keepEarlyInput(root: Document = document): { restore: () => void } {
  const typed = new Map<TextField, string>();
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  let live = false;
  let handing = false;
  let scheduled = false;

  const handOver = () => {
    scheduled = false;
    handing = true;
    try {
      for (const [field, value] of typed) {
        // Hydration leaves the text on screen but not in React's state (the next render would clear it).
        if (!field.isConnected) continue;
        // A field in a part of the page React has not hydrated yet (HydrateApart): a plain `input`
        // event makes React hydrate that part first (it notes the text as the field's value, so
        // this event changes nothing); the typing below then reaches a live handler. React does so
        // only outside its own render and effects: hand over from a task or microtask.
        field.dispatchEvent(new Event('input', { bubbles: true }));
        typeInto(field, value);
      }
    } finally {
      handing = false;
      typed.clear();
    }
  };

  const onTyping = (event: Event) => {
    const field = event.target;
    if (handing || !isTextField(field)) return;
    const waiting = field.hasAttribute(EARLY_KEYS_ATTRIBUTE);
    if (waiting && typesText(event)) event.stopPropagation();
    if (event.type !== 'input' || (live && !waiting)) return;
    typed.set(field, field.value);
    if (!live || scheduled) return;
    scheduled = true;
    // After the frame that draws the letter.
    requestAnimationFrame(() => setTimeout(handOver, 0));
  };
  for (const type of TYPING_EVENTS) root.addEventListener(type, onTyping, true);

  return {
    restore() {
      live = true;
      handOver();
    },
  };
}
