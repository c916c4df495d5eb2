// Drizzle table definitions: the single source the SQL migrations in ../../migrations are generated from.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Contact messages and quote requests, including honeypot spam (never mailed). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    kind: text('kind').$type<'contact' | 'quote'>().notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    message: text('message').notNull().default(''),
    agree: boolean('agree').notNull().default(false),
    spam: boolean('spam').notNull().default(false),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (created_at, id): the CLI's list and export page through messages by this key.
  (t) => [index('messages_created_at_idx').on(t.createdAt, t.id)],
);

/** One mail to the operator per message, written in the same statement as the message. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Stable RFC 5322 Message-ID: a resend after a crash carries the same one. */
    mailMessageId: text('mail_message_id').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_mail_message_id_idx').on(t.mailMessageId),
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The CLI joins each page of messages to its mail: without this every page would scan the whole outbox.
    index('outbox_message_id_idx').on(t.messageId),
  ],
);

/** Wallet users; created on first login. Addresses are stored lowercased. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** The id the API shows (profiles, tokens): random, so it tells nobody how many users there are. Below 2^53, so
   * it stays an exact number in JSON. */
  publicId: bigint('public_id', { mode: 'number' })
    .notNull()
    .unique()
    .default(sql`(1 + floor(random() * 9007199254740990))::bigint`),
  address: text('address').notNull().unique(),
  nickname: text('nickname').notNull().default(''),
  avatar: text('avatar').notNull().default(''),
  brief: text('brief').notNull().default(''),
  shortUrl: text('short_url').notNull().default(''),
  bannerUrl: text('banner_url').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each (address, timestamp) login is accepted once; rows are pruned after they expire. */
export const loginSignatures = pgTable(
  'login_signatures',
  {
    address: text('address').notNull(),
    timestamp: bigint('timestamp', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.address, t.timestamp] }), index('login_signatures_expires_idx').on(t.expiresAt)],
);

/** Whitelisted wallet addresses (lowercased). */
export const whitelist = pgTable('whitelist', {
  address: text('address').primaryKey(),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator overrides of the Tool's chains (`cli chains set`): any column left null keeps the chain-definition
 * package's value; a chain the package does not know needs name, native coin and RPC here. */
export const chainSettings = pgTable('chain_settings', {
  chainId: integer('chain_id').primaryKey(),
  name: text('name'),
  nativeName: text('native_name'),
  nativeSymbol: text('native_symbol'),
  nativeDecimals: integer('native_decimals'),
  /** Replaces the package's RPC list when set. */
  rpcUrls: jsonb('rpc_urls').$type<string[]>(),
  explorerUrl: text('explorer_url'),
  /** A BulkSend deployed some other way; null means the address predicted from BULKSEND_OWNER. The one home of
   * BulkSend addresses: GET /api/chains and GET /api/contract/list both answer from it (migration 0005 moved the
   * retired `contracts` table's rows here). */
  bulkSendAddress: text('bulk_send_address'),
  /** The BulkSend version at bulk_send_address ('v2' | 'v3'); migration 0006 marked the addresses already stored
   * 'v2' (v3 did not exist). Null when no address is configured. */
  bulkSendVersion: text('bulk_send_version').$type<'v2' | 'v3'>(),
  /** Earlier BulkSends of this chain whose history the Tool still reads: `[{ address, version }]` (EIP-55). A
   * replaced configured address moves here (`cli chains set --bulksend`). */
  olderBulkSends: jsonb('older_bulk_sends').$type<{ address: string; version: 'v2' | 'v3' }[]>().notNull().default([]),
  /** Base URL of the chain's Safe Transaction Service: null keeps the built-in one (or none), '' means none. */
  safeTransactionServiceUrl: text('safe_transaction_service_url'),
  /** The approval-for-all contract of GET /api/contract/list (index 1), kept on one chain at most
   * (`cli contracts set-approval`); null on every other chain. */
  approvalAddress: text('approval_address'),
  /** Confirmations that make a block final where the node has no `finalized` tag; null: the built-in default. */
  finalityConfirmations: integer('finality_confirmations'),
  disabled: boolean('disabled').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator pay tokens per chain (EIP-55 addresses); `removed` hides a token the token list offers. */
export const chainTokens = pgTable(
  'chain_tokens',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    symbol: text('symbol'),
    decimals: integer('decimals'),
    isDefault: boolean('is_default').notNull().default(false),
    removed: boolean('removed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);

/** Where the Tool resolves ENS names (`cli chains ens`): at most one row (id 1); no row serves the default (Ethereum
 * mainnet's registry over chain 1's first RPC). A null column keeps that part of the default. */
export const ensSettings = pgTable('ens_settings', {
  id: integer('id').primaryKey().default(1),
  chainId: integer('chain_id'),
  rpcUrl: text('rpc_url'),
  registry: text('registry'),
  /** ENS not offered: GET /api/chains serves `ens: null`. */
  disabled: boolean('disabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
