const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Entry ids are UUIDs; a malformed one cannot name a row, and asking PostgreSQL would only raise a cast error. */
export const isEntryId = (id: string) => UUID.test(id);
