/**
 * The list as shown after the server's list changed (issue 28: the next card's button must not slide
 * under the pointer): every card keeps its place; one that left the server's list stays where it was
 * only when `keep` says so (packed here: it is drawn as its placeholder); new cards go at the end.
 */
export function keepPlaces<T extends { id: string }>(shown: readonly T[], server: readonly T[], keep: (id: string) => boolean): T[] {
  const fresh = new Map(server.map((card) => [card.id, card]));
  const out: T[] = [];
  for (const card of shown) {
    const now = fresh.get(card.id);
    if (now) {
      out.push(now);
      fresh.delete(card.id);
    } else if (keep(card.id)) {
      out.push(card);
    }
  }
  out.push(...fresh.values());
  return out;
}
