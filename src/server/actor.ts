/** Who made a change: a signed-in person, or the command line (id and e-mail null). */
export interface Actor {
  /** The account's id; null when no signed-in person made the write (the command line). */
  id: number | null;
  name: string;
  email: string | null;
}
