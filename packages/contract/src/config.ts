import { z } from 'zod';

/** What the browser needs to know before it can sign in or draw a map. */
export const PublicConfig = z
  .object({
    oidc: z.object({
      authority: z.string().describe('OIDC issuer URL'),
      client_id: z.string(),
      scope: z.string(),
      resource: z.string().nullable().describe('Resource indicator to request (built-in provider)'),
    }),
    public_url: z
      .string()
      .describe('The address this install is served at (PUBLIC_URL): sign-in works only there'),
    map_tile_url: z.string().describe('Leaflet tile URL template'),
    map_attribution: z.string(),
    geocoder_url: z
      .string()
      .nullable()
      .describe("Nominatim-compatible reverse geocoder for a wall's address; null: the form asks none"),
    contact_email: z.string(),
    community_url: z.string().nullable().describe("The footer's chat community link; null: not shown"),
    issues_url: z.string().nullable().describe("The footer's issue tracker link; null: not shown"),
    instagram_url: z.string().nullable().describe("The footer's Instagram profile link; null: not shown"),
    mobile_app_url: z
      .string()
      .nullable()
      .describe("The mobile app's store page, linked in the install dialog; null: not shown"),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfig>;
