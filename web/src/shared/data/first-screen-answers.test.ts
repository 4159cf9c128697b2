import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ANSWERS_ID } from '@spraybook/contract/plain';
import { firstScreenAnswerUrls, seedFirstScreenAnswers } from './first-screen-answers';
import { climbKeys } from './query-keys/climb-keys';
import { wallKeys } from './query-keys/wall-keys';

const ANSWERS = [
  { route: 'getClimb', params: { id: 'c1' }, body: { id: 'c1', name: 'Crimp line' } },
  { route: 'getWall', params: { id: 'w1' }, body: { id: 'w1', name: 'The Board' } },
  {
    route: 'getClimbNeighbours',
    params: { id: 'w1', climbId: 'c1' },
    body: { position: 1, total: 3, previous_id: null, next_id: 'c2' },
  },
];

function pageWith(answers: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_ANSWERS_ID;
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_ANSWERS_ID)?.remove();
  localStorage.clear();
});

describe("the first screen's answers", () => {
  it("start a visitor's queries under the keys the pages ask with", () => {
    pageWith(ANSWERS);
    const client = new QueryClient();
    seedFirstScreenAnswers(client);
    expect(client.getQueryData(climbKeys.detail('c1'))).toEqual(ANSWERS[0]!.body);
    expect(client.getQueryData(wallKeys.detail('w1'))).toEqual(ANSWERS[1]!.body);
    expect(client.getQueryData(climbKeys.neighbours('w1', 'c1', {}))).toEqual(ANSWERS[2]!.body);
  });

  it('are the API addresses a page would have fetched, for the worker to keep', () => {
    pageWith(ANSWERS);
    expect(firstScreenAnswerUrls('https://wall.example')).toEqual([
      'https://wall.example/api/climbs/c1',
      'https://wall.example/api/walls/w1',
      'https://wall.example/api/walls/w1/climbs/c1/neighbours',
    ]);
  });

  it('are left alone by a climber with a session (they are a visitor’s view), and absent pages seed nothing', () => {
    const client = new QueryClient();
    seedFirstScreenAnswers(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    pageWith(ANSWERS);
    localStorage.setItem('oidc.user:https://wall.example/oidc:spraybook', '{}');
    seedFirstScreenAnswers(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(firstScreenAnswerUrls('https://wall.example')).toEqual([]);
  });
});
