// A stand-in for Nominatim's reverse geocoder on loopback, for the journeys: the real one cannot be reached
// here (and must not be asked by tests). It answers every `GET /reverse` in Nominatim's jsonv2 format with one
// fixed address, and `GET /requests` lists the query strings it was sent, so a journey can see what left the
// browser.
import { createServer } from 'node:http';

/** The address every look-up gets; the house number is wrong on purpose, for the setter to correct. */
export const FAKE_ADDRESS = {
  road: 'Road',
  house_number: '10',
  suburb: 'Suburb',
  city_district: 'City District',
  city: 'City',
  municipality: 'Municipality',
  county: 'County',
  country: 'Country',
  postcode: '111 22',
  country_code: 'xx',
};

/** Starts the fake on a free loopback port; resolves to its base URL and a close function. */
export function startFakeGeocoder() {
  const seen = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Nominatim allows any origin; so must its stand-in, or the browser refuses the answer.
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/requests') return res.end(JSON.stringify(seen));
    if (url.pathname !== '/reverse') {
      res.statusCode = 404;
      return res.end(JSON.stringify({ error: 'not found' }));
    }
    seen.push({ query: url.search, at: Date.now() });
    const lat = Number(url.searchParams.get('lat'));
    const lon = Number(url.searchParams.get('lon'));
    res.end(
      JSON.stringify({
        place_id: 1,
        licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
        lat: String(lat),
        lon: String(lon),
        category: 'building',
        type: 'yes',
        display_name: Object.values(FAKE_ADDRESS).join(', '),
        address: FAKE_ADDRESS,
      }),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
