import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../../shared/data/api-client';
import { CommentsSection } from './comments-section';
import { renderInApp } from '../../../test/render-in-app';

vi.mock('../../../shared/data/api-client', async (original) => ({
  ...(await original<typeof import('../../../shared/data/api-client')>()),
  api: vi.fn(),
}));
vi.mock('../../../shared/data/auth-context', () => ({ useAuth: () => ({ oidcUser: null, loading: false }) }));

const WALL = '00000000-0000-4000-8000-0000000000a1';
const AUTHOR = '00000000-0000-4000-8000-000000000001';
const comment = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  comment: `Comment ${n}`,
  related_id: WALL,
  related_type: 'wall',
  all_related_ids: [WALL],
  related_name: 'Board',
  user_id: AUTHOR,
  created: '2026-11-20T10:00:00.000Z',
  last_edited: null,
  last_activity: '2026-11-20T10:00:00.000Z',
  replies: [],
  is_editable: false,
});
const firstPage = { comments: Array.from({ length: 20 }, (_, i) => comment(i + 1)), total: 25 };

const renderComments = () =>
  renderInApp(<CommentsSection relatedId={WALL} relatedType="wall" title="Recent comments" wallId={WALL} />);

describe('comments, 20 at a time', () => {
  beforeEach(() => {
    vi.mocked(api).mockReset();
  });

  it("keeps the comments shown and says 'Failed to load comment.' when more fail to load", async () => {
    vi.mocked(api).mockImplementation((async (name: string, args: { query?: { offset?: number } }) => {
      if (name === 'getUser')
        return { id: AUTHOR, display_name: 'Ana', profile_picture_url: null, deleted: false };
      if (name === 'listComments' && args.query?.offset === 0) return firstPage;
      throw new ApiError(503, 'Service unavailable');
    }) as typeof api);
    renderComments();
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load comment.');
    expect(screen.getByText('Comment 20')).toBeInTheDocument();
    expect(screen.queryByText('Error loading comments')).toBeNull();
  });

  it("says 'Error loading comments' when the first of them fail", async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(503, 'Service unavailable'));
    renderComments();
    expect(await screen.findByText('Error loading comments')).toBeInTheDocument();
  });
});
