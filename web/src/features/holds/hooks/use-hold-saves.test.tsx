import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushQueue, queuedWrites } from '../../../shared/offline/offline-queue';
import { sendQueuedWrite } from '../../../shared/offline/send-write';
import { keyOfQueuedHold, queuedHoldId, queuedHoldOf } from '../logic/queued-holds';
import { useHoldSaves } from './use-hold-saves';

// Each test is its own setter, so their queues (one IndexedDB for the file) stay apart.
let setter = '';
vi.mock('../../../shared/data/auth-context', () => ({
  useAuth: () => ({ oidcUser: { profile: { sub: setter } }, loading: false }),
}));

const ref = { wallId: 'w1', revisionId: 'r1' };
const polygon = [
  { x: 0.1, y: 0.1 },
  { x: 0.3, y: 0.1 },
  { x: 0.2, y: 0.3 },
];
const other = [
  { x: 0.5, y: 0.5 },
  { x: 0.6, y: 0.5 },
  { x: 0.6, y: 0.6 },
];
const revision = { id: 'r1', wall_id: 'w1', holds: [] };
const HOLD = '3f1c2a9e-0000-4000-8000-000000000001';

/** What reached the network: method, path and Idempotency-Key of each request. */
let requests: { method: string; url: string; key: string | null }[] = [];
function network(answer: (method: string) => Promise<Response>) {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    requests.push({ method, url, key: new Headers(init.headers).get('idempotency-key') });
    return answer(method);
  });
}
const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
const added = (method: string) =>
  Promise.resolve(
    method === 'POST'
      ? Response.json({ ...revision, hold_id: 'h9' }, { status: 201 })
      : Response.json(revision),
  );

const addedMany = (method: string) =>
  Promise.resolve(
    method === 'POST'
      ? Response.json({ ...revision, hold_ids: ['h1', 'h2'] }, { status: 201 })
      : Response.json(revision),
  );

function renderSaves(account: string) {
  setter = account;
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useHoldSaves(ref), { wrapper });
}

/** Saves the outline with no network answering; resolves to the id the history records. */
async function saveWithoutAnswer(result: { current: ReturnType<typeof useHoldSaves> }) {
  network(noAnswer);
  let id = '';
  await act(async () => {
    id = await result.current.save(polygon);
  });
  return id;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useHoldSaves', () => {
  it('a save the network drops waits on the phone under its key, counted as saved', async () => {
    const { result } = renderSaves('dropped');
    const id = await saveWithoutAnswer(result);
    const key = keyOfQueuedHold(id);
    expect(key).toEqual(requests[0]!.key);
    expect(await queuedWrites('dropped')).toMatchObject([
      { route: 'addHold', params: { id: 'w1', revId: 'r1' }, body: { bounding_polygon: polygon }, key },
    ]);
    await waitFor(() => expect(result.current.queued).toHaveLength(1));
  });

  it('offline, a save is kept without a request', async () => {
    const { result } = renderSaves('offline');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const id = await saveWithoutAnswer(result);
    expect(keyOfQueuedHold(id)).not.toBeNull();
    expect(requests).toEqual([]);
    expect(await queuedWrites('offline')).toHaveLength(1);
  });

  it('a refused save (4xx) still fails and keeps nothing', async () => {
    const { result } = renderSaves('refused');
    network(async () => Response.json({ detail: 'Not yours' }, { status: 403 }));
    await act(() => expect(result.current.save(polygon)).rejects.toMatchObject({ status: 403 }));
    expect(await queuedWrites('refused')).toEqual([]);
  });

  it('undoing a save still waiting drops it from the queue and sends nothing', async () => {
    const { result } = renderSaves('undo-waiting');
    const id = await saveWithoutAnswer(result);
    await waitFor(() => expect(result.current.queued).toHaveLength(1));
    requests = [];
    await act(() => result.current.unsave(id));
    expect(await queuedWrites('undo-waiting')).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('undoing a save the queue has sent since deletes the hold its key answers for', async () => {
    const { result } = renderSaves('undo-sent');
    const id = await saveWithoutAnswer(result);
    network(added);
    await act(() => flushQueue('undo-sent', sendQueuedWrite));
    await waitFor(() => expect(result.current.queued).toEqual([]));
    requests = [];
    await act(() => result.current.unsave(id));
    expect(requests).toEqual([
      { method: 'POST', url: '/api/walls/w1/revisions/r1/holds', key: keyOfQueuedHold(id) },
      { method: 'DELETE', url: '/api/walls/w1/revisions/r1/holds/h9', key: expect.any(String) },
    ]);
  });

  it('offline, a delete is kept under its key without a request, and the hold counts as gone', async () => {
    const { result } = renderSaves('delete-offline');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    network(noAnswer);
    let queued = false;
    await act(async () => {
      queued = await result.current.remove(HOLD);
    });
    expect(queued).toBe(true);
    expect(requests).toEqual([]);
    expect(await queuedWrites('delete-offline')).toMatchObject([
      { route: 'deleteHold', params: { id: 'w1', revId: 'r1', holdId: HOLD }, key: expect.any(String) },
    ]);
    await waitFor(() => expect(result.current.queued).toHaveLength(1));
  });

  it('undoing a delete still waiting drops it: the hold comes back with its own id, nothing is sent', async () => {
    const { result } = renderSaves('undo-delete');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    network(noAnswer);
    await act(() => result.current.remove(HOLD));
    await waitFor(() => expect(result.current.queued).toHaveLength(1));
    let id = '';
    await act(async () => {
      id = await result.current.save(polygon, HOLD);
    });
    expect(id).toBe(HOLD);
    expect(await queuedWrites('undo-delete')).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('an Accept all the network drops waits on the phone under one key, each hold recorded by its place', async () => {
    const { result } = renderSaves('accept-dropped');
    network(noAnswer);
    let saved = { ids: [] as string[], queued: false };
    await act(async () => {
      saved = await result.current.saveMany([polygon, other]);
    });
    const key = requests[0]!.key!;
    expect(saved).toEqual({ ids: [queuedHoldId(key, 0), queuedHoldId(key, 1)], queued: true });
    expect(await queuedWrites('accept-dropped')).toMatchObject([
      {
        route: 'addHolds',
        params: { id: 'w1', revId: 'r1' },
        body: { holds: [{ bounding_polygon: polygon }, { bounding_polygon: other }] },
        key,
      },
    ]);
  });

  it('undoing an Accept all still waiting drops its one write and sends nothing', async () => {
    const { result } = renderSaves('accept-undo-waiting');
    network(noAnswer);
    let ids: string[] = [];
    await act(async () => {
      ids = (await result.current.saveMany([polygon, other])).ids;
    });
    await waitFor(() => expect(result.current.queued).toHaveLength(1));
    requests = [];
    // The history undoes the step hold by hold.
    await act(async () => {
      for (const id of ids) await result.current.unsave(id);
    });
    expect(await queuedWrites('accept-undo-waiting')).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('undoing an Accept all the queue has sent since deletes the holds its key answers for', async () => {
    const { result } = renderSaves('accept-undo-sent');
    network(noAnswer);
    let ids: string[] = [];
    await act(async () => {
      ids = (await result.current.saveMany([polygon, other])).ids;
    });
    network(addedMany);
    await act(() => flushQueue('accept-undo-sent', sendQueuedWrite));
    await waitFor(() => expect(result.current.queued).toEqual([]));
    requests = [];
    await act(() => result.current.unsave(ids[1]!));
    expect(requests).toEqual([
      { method: 'POST', url: '/api/walls/w1/revisions/r1/holds/batch', key: queuedHoldOf(ids[1]!)!.key },
      { method: 'DELETE', url: '/api/walls/w1/revisions/r1/holds/h2', key: expect.any(String) },
    ]);
  });
});
