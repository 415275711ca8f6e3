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
 * takes it off). Until then a key typed into one, or a tap on it, paints at once: see keepEarlyInput.
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

const TAP_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click', 'focusin'];

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
 * a task of its own. A tap on such a field likewise only focuses it; React gets the focus with the
 * first key, or at the next idle moment.
 */
export function keepEarlyInput(root: Document = document): { restore: () => void; stop: () => void } {
  const typed = new Map<TextField, string>();
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  // Waiting fields tapped or tabbed into: React has not seen their focus (nor, before the scripts ran,
  // the focus of the field the visitor is in).
  const focused = new Set<TextField>();
  const active = root.activeElement;
  if (isTextField(active) && active.hasAttribute(EARLY_KEYS_ATTRIBUTE)) focused.add(active);
  let live = false;
  let handing = false;
  const scheduled = { frame: false, idle: false };

  const handOver = () => {
    scheduled.frame = scheduled.idle = false;
    handing = true;
    try {
      for (const field of new Set([...typed.keys(), ...focused])) {
        // Hydration leaves the text on screen but not in React's state (the next render would clear it).
        if (!field.isConnected) continue;
        // A field in a part of the page React has not hydrated yet (HydrateApart): a plain `input`
        // event makes React hydrate that part first (it notes the text as the field's value, so
        // this event changes nothing); the focus and typing below then reach live handlers. React
        // does so only outside its own render and effects: hand over from a task or microtask.
        field.dispatchEvent(new Event('input', { bubbles: true }));
        if (focused.has(field) && root.activeElement === field) field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        const value = typed.get(field);
        if (value !== undefined) typeInto(field, value);
      }
    } finally {
      handing = false;
      typed.clear();
      focused.clear();
    }
  };

  const schedule = (after: 'frame' | 'idle') => {
    if (!live || scheduled[after]) return;
    scheduled[after] = true;
    // After the frame that draws the letter; a tap with no key yet waits for a quiet moment, so a
    // first key that follows at once does not queue behind the part's hydration.
    if (after === 'frame') requestAnimationFrame(() => setTimeout(handOver, 0));
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(handOver, { timeout: 1000 });
    else setTimeout(handOver, 500);
  };

  const onTyping = (event: Event) => {
    const field = event.target;
    if (handing || !isTextField(field)) return;
    const waiting = field.hasAttribute(EARLY_KEYS_ATTRIBUTE);
    if (waiting && typesText(event)) event.stopPropagation();
    if (event.type !== 'input' || (live && !waiting)) return;
    typed.set(field, field.value);
    schedule('frame');
  };
  for (const type of TYPING_EVENTS) root.addEventListener(type, onTyping, true);

  // A tap or focus on a waiting field: the browser focuses it (and opens the keyboard) while React,
  // which would hydrate the field's part inside the tap first, does not see it; the focus is handed
  // over later (handOver).
  const onTap = (event: Event) => {
    const field = event.target;
    if (handing || !isTextField(field) || !field.hasAttribute(EARLY_KEYS_ATTRIBUTE)) return;
    event.stopPropagation();
    if (event.type !== 'focusin') return;
    focused.add(field);
    schedule('idle');
  };
  for (const type of TAP_EVENTS) root.addEventListener(type, onTap, true);

  return {
    restore() {
      live = true;
      handOver();
    },
    /** Once no field can be waiting (every part of the page is live). */
    stop() {
      for (const type of TYPING_EVENTS) root.removeEventListener(type, onTyping, true);
      for (const type of TAP_EVENTS) root.removeEventListener(type, onTap, true);
    },
  };
}
