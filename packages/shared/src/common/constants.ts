export const PRODUCT_NAME = 'Woodshed';
export const RICH_TEXT_EDITOR_HEIGHT = 500;

/**
 * Every calendar date the API accepts lies in DATE_MIN–DATE_MAX, inclusive: earlier years are typos and
 * PostgreSQL has no year 0000; later ones are typos too, and near 9999 a date plus a zone offset or a recurrence
 * leaves the range JavaScript and ISO 8601 strings share. Instants and date-times are bounded by their date part.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2200-12-31';
/** The largest PostgreSQL `integer` (serial ids and int columns): no id or amount the API accepts is above it. */
export const INT4_MAX = 2_147_483_647;
/** No list has a page beyond this; a larger page number is a broken link (and an absurd OFFSET). */
export const PAGE_NUMBER_MAX = 1_000_000;
