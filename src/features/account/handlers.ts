// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export {
  deleteDevotee,
  getAccount,
  getReceipt,
  postConfirmEmail,
  postDevotee,
  postPassword,
  putDevotee,
} from './api.ts';
export { handleAccountPage } from './forms.ts';
