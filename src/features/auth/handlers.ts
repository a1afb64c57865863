// What only routes and the composition call: the handlers of this feature's requests (docs/decisions/166).
export { forgotPassword, login, logout, me, resetPassword as postResetPassword, signup, users } from './api.ts';
export { handleForm, postForgot, postLogin, postReset, postSignup } from './forms.ts';
