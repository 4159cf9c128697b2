import { COMMENT_EMPTY, COMMENTS_PAGE_SIZE, NOT_COMMENT_AUTHOR, NOT_REPLY_AUTHOR } from '@spraybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneJpeg } from '../../images/image-fixtures.ts';
import { climbBody, climbCalls, traceHolds } from '../../test/climb-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signUp']>>;
let owner: Member, climber: Member, other: Member;
let wallId: string, climbId: string, draftId: string, privateWallId: string, quietWallId: string;

const headers = (who?: Member | null) => who?.auth ?? {};
const list = (relatedId: string, who?: Member | null, paging = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/comments?related_id=${relatedId}${paging}`,
    headers: headers(who),
  });
const post = (payload: object, who?: Member | null) =>
  t.app.inject({ method: 'POST', url: '/api/comments', payload, headers: headers(who) });
const edit = (id: string, comment: unknown, who?: Member | null) =>
  t.app.inject({ method: 'PUT', url: `/api/comments/${id}`, payload: { comment }, headers: headers(who) });
const remove = (id: string, who?: Member | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers: headers(who) });
const reply = (id: string, text: unknown, who?: Member | null) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/${id}/replies`,
    payload: { reply: text, comment_id: id },
    headers: headers(who),
  });
const editReply = (id: string, replyId: string, text: unknown, who?: Member | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/comments/${id}/replies/${replyId}`,
    payload: { reply: text },
    headers: headers(who),
  });
const removeReply = (id: string, replyId: string, who?: Member | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/comments/${id}/replies/${replyId}`, headers: headers(who) });

async function commented(relatedId: string, relatedType: 'wall' | 'climb', text: string, who = climber) {
  const res = await post({ comment: text, related_id: relatedId, related_type: relatedType }, who);
  if (res.statusCode !== 201) throw new Error(`POST /api/comments answered ${res.statusCode}: ${res.body}`);
  return res.json() as { id: string; last_activity: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  const jpeg = (await phoneJpeg(320, 240)).toString('base64');
  [owner, climber, other] = await Promise.all([t.signUp(), t.signUp(), t.signUp()]);
  wallId = await t.addWall(owner, { base64_image: jpeg });
  privateWallId = await t.addWall(owner, { base64_image: jpeg, private: true });
  quietWallId = await t.addWall(owner, { base64_image: jpeg });
  const { holdIds } = await traceHolds(t, owner, wallId, 3);
  const made = async (payload: object) => (await climbCalls(t).create(payload, owner)).json().id as string;
  climbId = await made(climbBody(wallId, holdIds, { name: 'Crimp line' }));
  draftId = await made(climbBody(wallId, holdIds, { name: 'Secret', draft: true }));
});
afterAll(() => t.close());

describe('commenting', () => {
  it('answers 201 with a climb comment: trimmed, its wall then climb as related ids, editable by its author', async () => {
    const res = await post({ comment: '  Nice heel  ', related_id: climbId, related_type: 'climb' }, climber);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      comment: 'Nice heel',
      related_id: climbId,
      related_type: 'climb',
      all_related_ids: [wallId, climbId],
      related_name: 'Crimp line',
      user_id: climber.user.id,
      last_edited: null,
      replies: [],
      is_editable: true,
    });
  });

  it.each(['', '   ', '\n\t', null])("refuses %j with 'Comment can't be empty'", async (comment) => {
    const res = await post({ comment, related_id: wallId, related_type: 'wall' }, climber);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(COMMENT_EMPTY);
  });

  it('needs sign-in (401 before the body is read), and a wall or climb the caller can see (404)', async () => {
    expect((await post({}, null)).statusCode).toBe(401);
    const hidden = [
      { related_id: privateWallId, related_type: 'wall' },
      { related_id: draftId, related_type: 'climb' },
      { related_id: climbId, related_type: 'wall' },
      { related_id: wallId, related_type: 'climb' },
    ];
    for (const where of hidden)
      expect((await post({ comment: 'Hi', ...where }, climber)).statusCode).toBe(404);
    expect(
      (await post({ comment: 'Note to self', related_id: draftId, related_type: 'climb' }, owner)).statusCode,
    ).toBe(201);
  });
});

describe('reading comments', () => {
  it("lists a climb's comments to anyone who sees the climb, visitors included, with replies oldest first", async () => {
    const comment = await commented(climbId, 'climb', 'Which foot?');
    await reply(comment.id, 'Left', other);
    await reply(comment.id, 'Right', owner);
    const res = await list(climbId, null);
    expect(res.statusCode).toBe(200);
    const found = res.json().comments.find((c: { id: string }) => c.id === comment.id);
    expect(
      found.replies.map((r: { reply: string; is_editable: boolean }) => [r.reply, r.is_editable]),
    ).toEqual([
      ['Left', false],
      ['Right', false],
    ]);
    expect(found.is_editable).toBe(false);
  });

  it("lists a wall's own comments with its climbs', newest activity first; a reply brings its thread up", async () => {
    const first = await commented(quietWallId, 'wall', 'First');
    const second = await commented(quietWallId, 'wall', 'Second');
    let ids = (await list(quietWallId)).json().comments.map((c: { id: string }) => c.id);
    expect(ids).toEqual([second.id, first.id]);
    await reply(first.id, 'Bump', other);
    ids = (await list(quietWallId)).json().comments.map((c: { id: string }) => c.id);
    expect(ids).toEqual([first.id, second.id]);

    const wallComments = (await list(wallId)).json().comments as {
      related_type: string;
      related_name: string;
    }[];
    expect(new Set(wallComments.map((c) => c.related_type))).toEqual(new Set(['climb']));
    await commented(wallId, 'wall', 'Wall chat');
    const types = (await list(wallId)).json().comments.map((c: { related_type: string }) => c.related_type);
    expect(new Set(types)).toEqual(new Set(['wall', 'climb']));
  });

  it("keeps a draft's comments to its setter, on the climb and in the wall's list", async () => {
    const names = async (who: Member | null) =>
      (await list(wallId, who)).json().comments.map((c: { comment: string }) => c.comment);
    expect(await names(owner)).toContain('Note to self');
    expect(await names(climber)).not.toContain('Note to self');
    expect(await names(null)).not.toContain('Note to self');
    expect((await list(draftId, climber)).statusCode).toBe(404);
    expect((await list(draftId, owner)).json().total).toBe(1);
  });

  it('hides a private wall from strangers (404) and answers 404 for an id that is neither wall nor climb', async () => {
    expect((await list(privateWallId, climber)).statusCode).toBe(404);
    expect((await list(privateWallId, owner)).statusCode).toBe(200);
    expect((await list('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list('not-an-id')).statusCode).toBe(400);
  });

  it(`pages by ${COMMENTS_PAGE_SIZE}: limit and offset, with the total`, async () => {
    const busyWall = await t.addWall(owner, { base64_image: (await phoneJpeg(320, 240)).toString('base64') });
    for (let i = 0; i < COMMENTS_PAGE_SIZE + 3; i++) await commented(busyWall, 'wall', `Comment ${i}`);
    const page1 = (await list(busyWall)).json();
    const page2 = (await list(busyWall, null, `&offset=${COMMENTS_PAGE_SIZE}`)).json();
    expect(page1.comments).toHaveLength(COMMENTS_PAGE_SIZE);
    expect(page1.total).toBe(COMMENTS_PAGE_SIZE + 3);
    expect(page2.comments.map((c: { comment: string }) => c.comment)).toEqual([
      'Comment 2',
      'Comment 1',
      'Comment 0',
    ]);
    expect((await list(busyWall, null, '&limit=0')).statusCode).toBe(400);
  });
});

describe('editing and removing comments', () => {
  it("is the author's alone: the text changes and last_edited is set; others get 403, visitors 401", async () => {
    const comment = await commented(wallId, 'wall', 'Typo hree');
    const refused = await edit(comment.id, 'Hijacked', other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(NOT_COMMENT_AUTHOR);
    expect((await edit(comment.id, 'Hijacked', owner)).statusCode).toBe(403);
    expect((await edit(comment.id, 'Hijacked', null)).statusCode).toBe(401);
    const empty = await edit(comment.id, ' ', climber);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(COMMENT_EMPTY);
    const res = await edit(comment.id, 'Typo here', climber);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ comment: 'Typo here', last_edited: expect.any(String) });
  });

  it('removes a comment with its replies; others cannot', async () => {
    const comment = await commented(wallId, 'wall', 'Going soon');
    const answer = (await reply(comment.id, 'Ok', other)).json();
    expect((await remove(comment.id, other)).statusCode).toBe(403);
    expect((await remove(comment.id, climber)).statusCode).toBe(204);
    expect((await list(wallId)).json().comments.map((c: { id: string }) => c.id)).not.toContain(comment.id);
    expect((await removeReply(comment.id, answer.id, other)).statusCode).toBe(404);
    expect((await remove(comment.id, climber)).statusCode).toBe(404);
  });
});

describe('replies', () => {
  it('anyone who reads the comment replies; empty replies are refused; a visitor must sign in', async () => {
    const comment = await commented(climbId, 'climb', 'Beta?');
    const res = await reply(comment.id, '  Drop knee  ', other);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      comment_id: comment.id,
      user_id: other.user.id,
      reply: 'Drop knee',
      is_editable: true,
    });
    const empty = await reply(comment.id, '', other);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe(COMMENT_EMPTY);
    expect((await reply(comment.id, 'Hi', null)).statusCode).toBe(401);
    const onDraft = (await list(draftId, owner)).json().comments[0].id as string;
    expect((await reply(onDraft, 'Peek', climber)).statusCode).toBe(404);
  });

  it('are edited and removed by their author only, and only under their own comment', async () => {
    const comment = await commented(climbId, 'climb', 'Grade?');
    const elsewhere = await commented(climbId, 'climb', 'Other thread');
    const answer = (await reply(comment.id, '6A', other)).json();
    const refused = await editReply(comment.id, answer.id, '8A', climber);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(NOT_REPLY_AUTHOR);
    expect((await editReply(elsewhere.id, answer.id, '6A+', other)).statusCode).toBe(404);
    const changed = await editReply(comment.id, answer.id, '6A+', other);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ reply: '6A+', last_edited: expect.any(String) });
    expect((await removeReply(comment.id, answer.id, climber)).statusCode).toBe(403);
    expect((await removeReply(elsewhere.id, answer.id, other)).statusCode).toBe(404);
    expect((await removeReply(comment.id, answer.id, other)).statusCode).toBe(204);
    const shown = (await list(climbId)).json().comments.find((c: { id: string }) => c.id === comment.id);
    expect(shown.replies).toEqual([]);
  });
});

describe('a removed climb', () => {
  it('takes its comments with it', async () => {
    const { holdIds } = await traceHolds(t, owner, quietWallId, 2);
    const doomed = (
      await climbCalls(t).create(climbBody(quietWallId, holdIds, { name: 'Doomed' }), owner)
    ).json().id;
    const comment = await commented(doomed, 'climb', 'Bye');
    expect((await climbCalls(t).remove(doomed, owner)).statusCode).toBe(204);
    expect((await list(quietWallId)).json().comments.map((c: { id: string }) => c.id)).not.toContain(
      comment.id,
    );
    expect((await remove(comment.id, climber)).statusCode).toBe(404);
  });
});
