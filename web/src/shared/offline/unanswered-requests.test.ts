import { afterEach, describe, expect, it } from 'vitest';
import { isReachable, resetReachability } from '../data/reachability';
import { KEPT_COPY_REFRESHED, SERVER_UNANSWERED } from './cache-names';
import { listenForUnansweredRequests } from './unanswered-requests';

afterEach(() => resetReachability());

const message = (type: string) => new MessageEvent('message', { data: { type } });

describe("the worker's word that a request got no answer", () => {
  it('makes the server out of reach for the page, which saw only a kept copy', () => {
    const workers = new EventTarget();
    listenForUnansweredRequests(workers);
    workers.dispatchEvent(message(KEPT_COPY_REFRESHED));
    expect(isReachable()).toBe(true);
    workers.dispatchEvent(message(SERVER_UNANSWERED));
    expect(isReachable()).toBe(false);
  });
});
