import { describe, expect, it } from 'vitest';
import { addressFromNominatim, reverseGeocodeUrl } from './reverse-geocode';

describe('reverseGeocodeUrl', () => {
  it("asks Nominatim's reverse call for the coordinates and nothing about the setter", () => {
    const url = new URL(reverseGeocodeUrl('https://nominatim.example.org/', [59.3326, 18.0649]));
    expect(url.origin + url.pathname).toBe('https://nominatim.example.org/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      lat: '59.3326',
      lon: '18.0649',
      zoom: '18',
      addressdetails: '1',
    });
  });
});

describe('addressFromNominatim', () => {
  it("takes the wall's parts from a jsonv2 answer and leaves out the rest", () => {
    expect(
      addressFromNominatim({
        place_id: 1,
        display_name: 'x',
        address: {
          road: 'Road',
          house_number: '12',
          suburb: 'Suburb',
          city_district: 'District',
          city: 'City',
          county: 'County',
          municipality: 'Kommun',
          country: 'Country',
          postcode: '111 22',
          country_code: 'se',
        },
      }),
    ).toEqual({
      road: 'Road',
      house_number: '12',
      suburb: 'Suburb',
      city_district: 'District',
      city: 'City',
      county: 'County',
      municipality: 'Kommun',
      country: 'Country',
    });
  });
  it('fills the city from a town or a village', () => {
    expect(addressFromNominatim({ address: { town: 'Town' } })?.city).toBe('Town');
    expect(addressFromNominatim({ address: { village: 'Village' } })?.city).toBe('Village');
  });
  it("gives null for an answer without an address (Nominatim's error at sea)", () => {
    expect(addressFromNominatim({ error: 'Unable to geocode' })).toBeNull();
    expect(addressFromNominatim(null)).toBeNull();
  });
  it('cuts a part to the 100 characters the server takes', () => {
    expect(addressFromNominatim({ address: { road: 'r'.repeat(150) } })?.road).toHaveLength(100);
  });
});
