import type { Config } from '../config';

/**
 * At most IMAGE_UPLOADS_AT_ONCE image uploads read and processed at once per process (issue 18 item 6,
 * decision 046). A 5 MB photo costs about 11 MB while its multipart body is read, parsed and checked by
 * sharp, so 100 parallel ones took 1.15 GB. A request waiting for a slot has not read its body: its bytes
 * wait in the socket (TCP pushes back on the phone), not in the server's memory. Bench: bench/uploads.
 */
interface Slots {
  free: number;
  waiting: (() => void)[];
}

const byConfig = new WeakMap<Pick<Config, 'uploads'>, Slots>();

function slotsOf(config: Pick<Config, 'uploads'>): Slots {
  let slots = byConfig.get(config);
  if (!slots) {
    slots = { free: config.uploads.imagesAtOnce, waiting: [] };
    byConfig.set(config, slots);
  }
  return slots;
}

/** Runs `task` once a slot is free; the slot is given back however the task ends. */
export async function withImageSlot<T>(config: Pick<Config, 'uploads'>, task: () => Promise<T>): Promise<T> {
  const slots = slotsOf(config);
  if (slots.free > 0) slots.free -= 1;
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    return await task();
  } finally {
    // Handed straight to the next in line, or counted free again.
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free += 1;
  }
}
