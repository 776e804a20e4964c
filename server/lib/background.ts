import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has gone out. A `kill -9` loses whatever is
 * still queued here, so nothing a request asked for may go here: writes and
 * mails that an answer stands for are done before it (DESIGN §5). Shutdown
 * waits for it to finish before the database closes.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    const promise = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err, task: name }, 'background task failed'),
      )
      .finally(() => this.#pending.delete(promise));
    this.#pending.add(promise);
  }

  async drain(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
  }
}
