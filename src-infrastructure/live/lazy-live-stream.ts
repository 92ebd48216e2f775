import type { LiveStreamListener, LiveStreamOptions } from './fetch-live-stream';
import type { LiveStream } from './tab-shared-live-events.adapter';

/**
 * A FetchLiveStream loaded on `start` (it and eventsource-parser are in no route's first
 * scripts; only the tab that opens the stream loads them). A `stop` before the load ends it
 * before it opens.
 */
export class LazyLiveStream implements LiveStream {
  private stream: LiveStream | undefined;
  private stopped = false;

  constructor(
    private readonly options: LiveStreamOptions,
    private readonly listener: LiveStreamListener,
  ) {}

  start(lastId: string | undefined): void {
    void import(/* webpackChunkName: "live" */ './fetch-live-stream').then(({ FetchLiveStream }) => {
      if (this.stopped || this.stream) return;
      this.stream = new FetchLiveStream(this.options, this.listener);
      this.stream.start(lastId);
    });
  }

  stop(): void {
    this.stopped = true;
    this.stream?.stop();
  }
}
