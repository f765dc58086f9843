import type * as Nodemailer from 'nodemailer';

let nodemailer: typeof Nodemailer | undefined;

/**
 * nodemailer, loaded when the first message is sent (issue 26: its modules stayed on the heap of a
 * server that may never send mail). SMTP_URL is checked at start by config.ts without it.
 */
export function loadNodemailer(): typeof Nodemailer {
  return (nodemailer ??= require('nodemailer') as typeof Nodemailer);
}
