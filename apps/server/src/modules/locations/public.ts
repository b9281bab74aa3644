/**
 * What other modules may call of locations (docs/decisions/0024-module-borders.md): the shipped country, region and
 * city data, to check and name what a guest typed, and the country list (the new-hotel form).
 */

export { countryName, findCity, isKnownCountry, listCities, listCountries, listRegions, regionName } from './locations';
