/**
 * The conversations an outbox sender lends to its process's command writes (issue 24 goal 4,
 * store/outbox-take.ts): a conversation outside a game (`contact:…`, `room:…`) is lent to one
 * write at a time, from its `lend` until its rows are delivered, so two writes of the process in
 * flight never both take rows of one conversation (neither would see the other's), and a claim
 * does not deliver a lent conversation's rows beside them. `close` waits until no lend is out.
 */
export class OutboxLoans {
  private readonly lent = new Set<string>();
  /** Lends not yet returned. */
  private out = 0;
  private readonly waiters: (() => void)[] = [];
  /** A claim gave rows of a lent conversation back: claim again when a lend is over. */
  private wanted = false;

  /** Lends the conversations of `convs` outside game `gameId` that no write holds; counts the lend. */
  lend(gameId: string, convs: readonly string[]): string[] {
    const mine = [...new Set(convs)].filter((c) => !c.startsWith(`${gameId}:`) && !this.lent.has(c));
    for (const c of mine) this.lent.add(c);
    this.out++;
    return mine;
  }

  /** A lend of `convs` is over. True when a claim gave rows back meanwhile: the caller claims again. */
  returned(convs: readonly string[]): boolean {
    for (const c of convs) this.lent.delete(c);
    this.out--;
    if (this.out === 0) for (const w of this.waiters.splice(0)) w();
    if (!this.wanted || convs.length === 0) return false;
    this.wanted = false;
    return true;
  }

  /** Whether conversation `conv` is lent now. */
  has(conv: string): boolean {
    return this.lent.has(conv);
  }

  /** A claim gave back rows of a lent conversation: the next `returned` of one says so. */
  want(): void {
    this.wanted = true;
  }

  /** Resolves when no lend is out. */
  async settled(): Promise<void> {
    if (this.out > 0) await new Promise<void>((r) => this.waiters.push(r));
  }
}
