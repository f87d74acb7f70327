/**
 * A route serializer that writes the answer with JSON.stringify, for answers too large to walk
 * twice (the partner calendar: hundreds of events a month). Every other route re-checks its answer
 * against the zod response schema; such a route's service returns the contract's type (checked at
 * compile time) and its tests parse the answer with the same schema. The schema still documents
 * the route in OpenAPI.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
