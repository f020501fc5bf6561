/**
 * `work`'s result, or the error `expired` makes if `work` has not settled within `ms`. The timer is
 * cleared either way, so it never keeps a process alive; `work` itself is not cancelled.
 */
export async function withinTime<T>(work: Promise<T>, ms: number, expired: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(expired()), Math.max(0, ms));
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
