// One rule for the page's lines and the pushes the server sends: it lives in the contract.
export { notificationLink } from '@spraybook/contract/plain';
