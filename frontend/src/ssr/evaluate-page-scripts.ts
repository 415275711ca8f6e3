import { SCRIPT_LIST_ID } from '@ddu/shared/pages/script-list-id';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates a server-rendered page's own scripts (its chunk and the kits it shares with other pages)
 * one at a time, each in a task of its own, before the page's route asks for them. Asked
 * for by the route at once, they are evaluated together in one long task (about 120 ms on a phone's
 * 4×-slower CPU on the directory), which blocks taps and counts against Total Blocking Time; one by
 * one, the browser can handle input between them. The boot loader has already fetched them (the list
 * is its own, `#ddu-scripts`), so nothing is downloaded twice: the route's import then finds them
 * evaluated. The list names a page's chunk before what it imports, so it is taken from the end.
 * A script that fails is left to the route's own import, which reports it as before.
 */
export async function evaluatePageScripts(
  root: Pick<Document, 'getElementById'> = document,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  let list: unknown;
  try {
    list = JSON.parse(root.getElementById(SCRIPT_LIST_ID)?.textContent ?? 'null');
  } catch {
    return;
  }
  if (!Array.isArray(list)) return;
  const chunks = list.slice(1).filter((url): url is string => typeof url === 'string');
  for (const url of chunks.reverse()) {
    await nextTask();
    await load(url).catch(() => undefined);
  }
}
