import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The app's `toast()`: sonner's API, without sonner in the first load (decision 015). Calls made
 * before the Toaster has mounted wait in a queue; the first call (or the first pointer or key press,
 * see ToasterHost) asks ToasterHost to load and mount it, and the mounted Toaster hands sonner's
 * `toast` back through `toasterMounted`, which plays the queue in order. Import `toast` from here,
 * never from 'sonner' (lint enforces it).
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner['success']>[0];
type Call = (sonner: Sonner) => unknown;

let mounted: Sonner | null = null;
let wanted = false;
const queue: Call[] = [];
const listeners = new Set<() => void>();

function run(call: Call): void {
  if (mounted) {
    call(mounted);
    return;
  }
  queue.push(call);
  requestToaster();
}

/** Ask ToasterHost to load and mount the Toaster (once); toasts already asked for then show. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For ToasterHost (useSyncExternalStore): whether the Toaster should be mounted. */
export function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToasterRequested(): boolean {
  return wanted;
}

/** Called by the Toaster once mounted (its live region is in the page) with sonner's toast, and with null when it unmounts. */
export function toasterMounted(sonner: Sonner | null): void {
  mounted = sonner;
  if (sonner) for (const call of queue.splice(0)) call(sonner);
}

/**
 * The same text again replaces its toast instead of stacking another (issue 28: toasts piled up): a
 * toast without an id of its own is known by its message.
 */
function once(message: Message, data?: ExternalToast): ExternalToast | undefined {
  if (data?.id !== undefined || typeof message !== 'string') return data;
  return { ...data, id: message };
}

export const toast = Object.assign((message: Message, data?: ExternalToast): void => run((t) => t(message, once(message, data))), {
  success: (message: Message, data?: ExternalToast): void => run((t) => t.success(message, once(message, data))),
  error: (message: Message, data?: ExternalToast): void => run((t) => t.error(message, once(message, data))),
  info: (message: Message, data?: ExternalToast): void => run((t) => t.info(message, once(message, data))),
  warning: (message: Message, data?: ExternalToast): void => run((t) => t.warning(message, once(message, data))),
  message: (message: Message, data?: ExternalToast): void => run((t) => t.message(message, once(message, data))),
  dismiss: (id?: string | number): void => run((t) => t.dismiss(id)),
});
