/** Where a card sits on the list, so the office comes back to the message it just marked. */
export const inquiryAnchor = (id: number) => `inquiry-${id}`;
