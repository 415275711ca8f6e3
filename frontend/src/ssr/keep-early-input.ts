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

export function keepEarlyInput(root: Document = document): { restore: () => void } {
  const typed = new Map<TextField, string>();
  for (const field of root.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  // Keys pressed while hydration runs count too.
  const onInput = (event: Event) => {
    if (isTextField(event.target)) typed.set(event.target, event.target.value);
  };
  root.addEventListener('input', onInput, true);
  return {
    restore() {
      root.removeEventListener('input', onInput, true);
      for (const [field, value] of typed) {
        // Hydration leaves the text on screen but not in React's state (the next render would clear it).
        if (!field.isConnected) continue;
        // A field in a part of the page React has not hydrated yet (HydrateApart): a plain `input`
        // event makes React hydrate that part first (it notes the text as the field's value, so
        // this event changes nothing); the typing below then reaches a live handler. React does so
        // only outside its own render and effects: call `restore` from a task or microtask.
        field.dispatchEvent(new Event('input', { bubbles: true }));
        typeInto(field, value);
      }
      typed.clear();
    },
  };
}
