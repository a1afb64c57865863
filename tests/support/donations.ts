/** A donation form as a devotee fills it in correctly: the starting point of every donation test. */
export const validDonation = {
  preset: '500',
  amount: '',
  firstName: 'Lakshmi',
  lastName: 'Narayana',
  email: 'lakshmi@example.org',
  'family.0.relation': 'Mother',
  'family.0.name': 'Annapurna',
  message: 'For the annadanam on Sunday.',
  terms: 'on',
  cause: 'annadanam',
  citizenship: 'resident',
};
