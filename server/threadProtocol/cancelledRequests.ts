// Which requests to the validation thread have been cancelled, in memory both threads share. A
// 'cancel' message reaches the thread only after every message posted before it, so a job already
// queued when its caller gave up would still run (a parse of a large file: up to a second that a
// hover queued behind it would wait). The thread reads this table as it takes each job and skips
// a cancelled one at once. Ids are written in slot id % SLOTS; a slot holds the latest id written,
// so a reused slot can only confuse two requests 4096 ids apart that are both still pending.
const SLOTS = 4096;

export class CancelledRequests {
  private readonly slots: Int32Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT)) {
    this.slots = new Int32Array(buffer);
  }

  cancel(id: number): void {
    Atomics.store(this.slots, id % SLOTS, id);
  }

  isCancelled(id: number): boolean {
    return Atomics.load(this.slots, id % SLOTS) === id;
  }
}
