// Element ids of the donation form's family rows, shared by the server (which names the element
// to focus after a post without JavaScript) and the form island (which focuses it in place).

/** The id of a family row's first field; the server numbers rows from 0, the island by its key. */
export const familyFieldId = (row: number) => `field-family-${row}-relation`;
export const familyAddId = 'donation-family-add';
