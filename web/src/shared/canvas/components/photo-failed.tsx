import { Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { ERROR_LOADING_WALL_PHOTO } from '../../util/texts';
import classes from './photo-failed.module.css';

/** Covers the canvas when its photo failed to load online: holds drawn on an empty frame would mislead. */
export function PhotoFailed() {
  return (
    <div className={classes.failed} role="alert">
      <IconPhotoOff size={32} aria-hidden />
      <Text>{ERROR_LOADING_WALL_PHOTO}</Text>
    </div>
  );
}
