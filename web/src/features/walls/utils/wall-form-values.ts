import { WallBody, type Wall, type WallAddress } from '@spraybook/contract';
import { DEFAULT_WALL_ANGLE, NO_WALL_ADDRESS, WALL_IMAGE_REQUIRED } from '@spraybook/contract/plain';
import { schemaError } from '../../../shared/util/schema-error';
import type { Coordinates } from './coordinates';

export interface WallFormValues {
  name: string;
  gymName: string;
  description: string;
  coordinates: Coordinates | null;
  /** As typed: the server trims each part and stores a blank one as null. */
  address: WallAddress;
  adjustableAngle: boolean;
  defaultAngle: number;
  isPrivate: boolean;
  invitedUsers: string[];
  adminUsers: string[];
}

export interface WallFormErrors {
  name?: string;
  photo?: string;
}

/** A blank form for a new wall, or the wall's current details in edit mode. */
export function initialWallFormValues(wall?: Wall): WallFormValues {
  return {
    name: wall?.name ?? '',
    gymName: wall?.gym_name ?? '',
    description: wall?.description ?? '',
    coordinates: wall?.coordinates ?? null,
    address: wall?.address ?? NO_WALL_ADDRESS,
    adjustableAngle: wall?.adjustable_angle ?? false,
    defaultAngle: wall?.default_angle ?? DEFAULT_WALL_ANGLE,
    isPrivate: wall?.private ?? false,
    invitedUsers: wall?.invited_users ?? [],
    adminUsers: wall?.admin_users ?? [],
  };
}

/** Spec 5: the name by the contract's rule (required after trimming); a photo only when adding. */
export function validateWallForm(
  values: WallFormValues,
  photo: { chosen: boolean; required: boolean },
): WallFormErrors {
  const errors: WallFormErrors = {};
  const name = schemaError(WallBody.shape.name, values.name);
  if (name) errors.name = name;
  if (photo.required && !photo.chosen) errors.photo = WALL_IMAGE_REQUIRED;
  return errors;
}

/** The POST/PUT body (spec 7): default angle null unless adjustable; invited users only on private walls. */
export function toWallBody(values: WallFormValues, base64Image?: string): WallBody {
  return {
    name: values.name.trim(),
    gym_name: values.gymName.trim() || null,
    description: values.description.trim() || null,
    coordinates: values.coordinates,
    address: values.address,
    private: values.isPrivate,
    adjustable_angle: values.adjustableAngle,
    default_angle: values.adjustableAngle ? values.defaultAngle : null,
    invited_users: values.isPrivate ? values.invitedUsers : [],
    admin_users: values.adminUsers,
    ...(base64Image ? { base64_image: base64Image } : {}),
  };
}
