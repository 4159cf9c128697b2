import { useState } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { BetaVideoBody } from '@spraybook/contract';
import {
  BETA_VIDEO_DESCRIPTION_MAX,
  parseVideoLink,
  VIDEO_LINK_UNSUPPORTED,
} from '@spraybook/contract/plain';
import { VideoPlayer } from './video-player';

interface BetaVideoFormProps {
  saving: boolean;
  /** The link field's error after the server refused a submit. */
  submitError: string | null;
  onChange: () => void;
  onSubmit: (body: BetaVideoBody) => void;
}

/** Spec 2.13: a link with a preview, and an optional description. */
export function BetaVideoForm({ saving, submitError, onChange, onSubmit }: BetaVideoFormProps) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [checked, setChecked] = useState(false);
  const video = parseVideoLink(url);
  // The link is judged once the climber leaves the field or submits, not while they paste or type.
  const linkError = submitError ?? (checked && url.trim() && !video ? VIDEO_LINK_UNSUPPORTED : null);

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setChecked(true);
        if (!video) return;
        onSubmit({ url: url.trim(), description: description.trim() || null });
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Link"
          description="A YouTube or Instagram video"
          placeholder="https://youtu.be/…"
          type="url"
          inputMode="url"
          autoComplete="off"
          required
          value={url}
          error={linkError ?? (checked && !url.trim() ? VIDEO_LINK_UNSUPPORTED : null)}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            onChange();
          }}
          onBlur={() => setChecked(true)}
        />
        {video && <VideoPlayer video={video} title="Preview" />}
        <Textarea
          label="Description"
          description={`${description.length}/${BETA_VIDEO_DESCRIPTION_MAX}`}
          placeholder="Optional, e.g. the heel hook at 0:30"
          autosize
          minRows={2}
          maxLength={BETA_VIDEO_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <Button type="submit" loading={saving} size="md">
          Add video
        </Button>
      </Stack>
    </form>
  );
}
