import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** How a page's state is read from, and written into, the address's query. */
export interface AddressCodec<T> {
  read(params: URLSearchParams): T;
  /** The query for `value`; parameters the codec does not own are kept from `current`. */
  write(value: T, current: URLSearchParams): URLSearchParams;
}

/**
 * One query parameter holding one of a fixed list of values (`?category=Safety`); a missing or
 * unknown value reads as `none`, and `none` is written as no parameter at all.
 */
export function oneOfCodec<T extends string, N>(param: string, values: readonly T[], none: N): AddressCodec<T | N> {
  return {
    read: (params) => {
      const value = params.get(param) ?? '';
      return (values as readonly string[]).includes(value) ? (value as T) : none;
    },
    write: (value, current) => {
      const next = new URLSearchParams(current);
      if (value === none) next.delete(param);
      else next.set(param, value as T);
      return next;
    },
  };
}

/** The address follows typing once it pauses; a change of a select or a button is written at once. */
export const ADDRESS_SETTLE_MS = 300;

/** Marks a history entry written by this hook, so its arrival is not mistaken for a Back or a link. */
const OWN_WRITE = 'ddu:address-state';

/** Marks a history entry a dialog added (see useDialogAddress); a write into that entry keeps the mark. */
export const DIALOG_ENTRY = 'ddu:dialog-entry';

/** Every mounted useAddressState: how to write its address now, and whether an address shows its state. */
interface MountedAddressState {
  writeNow(): void;
  shownIn(params: URLSearchParams): boolean;
}
const mounted = new Set<MountedAddressState>();

/**
 * True when `search` already shows what every mounted page state holds (nothing typed is waiting to
 * reach the address). A dialog adds its history entry only then, so Back returns to the list as typed.
 */
export function addressShowsState(search: string): boolean {
  const params = new URLSearchParams(search);
  return [...mounted].every((state) => state.shownIn(params));
}

/** Writes every page state into the address now, instead of when typing pauses. */
export function writeAddressesNow(): void {
  for (const state of [...mounted]) state.writeNow();
}

export interface SetAddressStateOptions {
  /** Write the address at once rather than after typing pauses (selects, buttons, "Show more"). */
  immediate?: boolean;
}

/**
 * State that lives in the page and is mirrored into the address, so a filtered page can be shared,
 * reloaded and returned to with Back. The page's own state is the truth while the visitor acts: the
 * router commits an address later than the next keystroke arrives, and an input whose value were read
 * back from the address would lose letters. The address follows, replacing the current
 * history entry (Back leaves the page rather than undoing keystrokes). An address that changes for
 * another reason (Back, Forward, a link to the same page) is read back into the state.
 */
/** `codec` must be a module-level constant (it is a dependency of the hook's callbacks). */
export function useAddressState<T>(codec: AddressCodec<T>, settleMs = ADDRESS_SETTLE_MS) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [value, setValue] = useState<T>(() => codec.read(params));
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const inDialogEntry = (location.state as Record<string, unknown> | null)?.[DIALOG_ENTRY] === true;
  const writeAddress = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setParams((current) => codec.write(latest.current, current), {
      replace: true,
      preventScrollReset: true,
      state: { [OWN_WRITE]: true, ...(inDialogEntry ? { [DIALOG_ENTRY]: true } : {}) },
    });
  }, [codec, setParams, inDialogEntry]);
  // The registry holds one entry per hook, which runs the latest writeAddress.
  const latestWrite = useRef(writeAddress);
  useEffect(() => {
    latestWrite.current = writeAddress;
  }, [writeAddress]);
  useEffect(() => {
    const entry: MountedAddressState = {
      writeNow: () => latestWrite.current(),
      shownIn: (params) => codec.write(latest.current, params).toString() === params.toString(),
    };
    mounted.add(entry);
    return () => {
      mounted.delete(entry);
    };
  }, [codec]);

  const update = useCallback(
    (next: T | ((current: T) => T), options: SetAddressStateOptions = {}) => {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(latest.current) : next;
      latest.current = resolved;
      setValue(resolved);
      clearTimeout(timer.current);
      if (options.immediate) writeAddress();
      else timer.current = setTimeout(writeAddress, settleMs);
    },
    [settleMs, writeAddress],
  );

  // An address this hook did not write (Back, Forward, a link): it wins, and any pending write is dropped.
  const ownWrite = (location.state as Record<string, unknown> | null)?.[OWN_WRITE] === true;
  const search = params.toString();
  useEffect(() => {
    if (ownWrite) return;
    const fromAddress = codec.read(new URLSearchParams(search));
    const query = (state: T) => codec.write(state, new URLSearchParams()).toString();
    if (query(fromAddress) === query(latest.current)) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    latest.current = fromAddress;
    setValue(fromAddress);
    // location.key: the same query reached again through Back is still news.
  }, [codec, search, ownWrite, location.key]);

  // Leaving the page drops a write still waiting for typing to pause: the address is no longer this page's.
  useEffect(
    () => () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
    },
    [],
  );

  return [value, update] as const;
}
