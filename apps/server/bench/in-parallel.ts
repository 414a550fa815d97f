/** `work` for each item, `width` at a time, in the items' order: a client's pool of callers. */
export async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index] as T, index);
      }
    }),
  );
}
