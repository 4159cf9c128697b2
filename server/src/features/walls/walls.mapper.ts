import type { MapWall, SpotlightWall, Wall, WallRevision } from '@spraybook/contract';
import type { WallFlags } from '../../access/wall-flags.ts';
import type { RevisionRow, revisionHolds, WallRow } from './walls.queries.ts';

/** A stored photo's URL for the reader: plain for public walls, signed for private ones. */
export type PhotoUrl = (key: string) => string;

/** The photo URLs of a revision: the stored original and its WebP variants, narrowest first. */
function revisionImages(rev: { imagePrefix: string; variantWidths: number[] }, url: PhotoUrl) {
  const variants = [...rev.variantWidths]
    .sort((a, b) => a - b)
    .map((width) => ({ width, url: url(`${rev.imagePrefix}/w${width}.webp`) }));
  return { image_url: url(`${rev.imagePrefix}/original.jpg`), variants };
}

/** A wall's photo fields for one of its revisions. */
export function revisionPhoto(
  rev: { imagePrefix: string; variantWidths: number[] },
  url: PhotoUrl,
): Pick<Wall, 'image_url' | 'thumbnail_url' | 'image_variants'> {
  const images = revisionImages(rev, url);
  return {
    image_url: images.image_url,
    thumbnail_url: images.variants[0]?.url ?? images.image_url,
    image_variants: images.variants,
  };
}

export function toWall(
  row: WallRow,
  extra: {
    latest: RevisionRow;
    members: { admins: string[]; invited: string[] };
    isFavorite: boolean;
    flags: WallFlags;
    photoUrl: PhotoUrl;
    gradeSystem: string;
  },
): Wall {
  return {
    id: row.id,
    name: row.name,
    gym_name: row.gymName,
    description: row.description,
    coordinates: row.latitude !== null && row.longitude !== null ? [row.latitude, row.longitude] : null,
    address: {
      road: row.road,
      house_number: row.houseNumber,
      suburb: row.suburb,
      city_district: row.cityDistrict,
      city: row.city,
      county: row.county,
      municipality: row.municipality,
      country: row.country,
    },
    private: row.private,
    adjustable_angle: row.adjustableAngle,
    default_angle: row.defaultAngle,
    user_id: row.ownerId,
    invited_users: extra.members.invited,
    admin_users: extra.members.admins,
    archived: row.archived,
    ...extra.flags,
    is_favorite: extra.isFavorite,
    latest_revision_id: extra.latest.id,
    ...revisionPhoto(extra.latest, extra.photoUrl),
    grade_system: extra.gradeSystem,
    created: row.created,
  };
}

export function toSpotlightWall(row: WallRow, latest: RevisionRow, url: PhotoUrl): SpotlightWall {
  const images = revisionImages(latest, url);
  return {
    id: row.id,
    name: row.name,
    gym_name: row.gymName,
    thumbnail_url: images.variants[0]?.url ?? images.image_url,
    image_variants: images.variants,
  };
}

export function toMapWall(row: {
  id: string;
  name: string;
  gymName: string | null;
  latitude: number | null;
  longitude: number | null;
}): MapWall {
  return { id: row.id, name: row.name, gym_name: row.gymName, coordinates: [row.latitude!, row.longitude!] };
}

export function toRevision(
  rev: RevisionRow,
  holds: Awaited<ReturnType<typeof revisionHolds>>,
  photoUrl: PhotoUrl,
): WallRevision {
  const images = revisionImages(rev, photoUrl);
  return {
    id: rev.id,
    wall_id: rev.wallId,
    created: rev.created,
    image_url: images.image_url,
    image_width: rev.imageWidth,
    image_height: rev.imageHeight,
    image_variants: images.variants,
    holds: holds.map((h) => ({ id: h.id, bounding_polygon: h.boundingPolygon })),
  };
}
