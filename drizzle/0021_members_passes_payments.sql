CREATE TABLE `family_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`channel` text NOT NULL,
	`ip` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `family_codes_phone` ON `family_codes` (`phone`,`created_at`);--> statement-breakpoint
CREATE INDEX `family_codes_ip` ON `family_codes` (`ip`,`created_at`);--> statement-breakpoint
CREATE TABLE `family_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`token_hash` text NOT NULL,
	`device` text NOT NULL,
	`ip` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_used_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`ended_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_sessions_token_hash_unique` ON `family_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `family_sessions_phone` ON `family_sessions` (`phone`);--> statement-breakpoint
CREATE TABLE `member_groups` (
	`member_id` integer NOT NULL,
	`group_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_groups_pair` ON `member_groups` (`member_id`,`group_id`);--> statement-breakpoint
CREATE INDEX `member_groups_group` ON `member_groups` (`group_id`);--> statement-breakpoint
CREATE TABLE `member_phones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`phone` text NOT NULL,
	`role` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_phones_pair` ON `member_phones` (`member_id`,`phone`);--> statement-breakpoint
CREATE INDEX `member_phones_phone` ON `member_phones` (`phone`);--> statement-breakpoint
CREATE TABLE `member_telegram_links` (
	`token` text PRIMARY KEY NOT NULL,
	`member_id` integer NOT NULL,
	`phone` text,
	`chat_id` text,
	`linked_at` integer,
	`stopped_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_telegram_links_member` ON `member_telegram_links` (`member_id`);--> statement-breakpoint
CREATE INDEX `member_telegram_links_chat` ON `member_telegram_links` (`chat_id`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`full_name` text NOT NULL,
	`birth_date` text,
	`email` text,
	`guardian_name` text,
	`guardian_email` text,
	`notes` text DEFAULT '' NOT NULL,
	`application_id` integer,
	`consent_edition_id` integer,
	`consent_at` integer,
	`consent_by` text,
	`marketing_consent` integer DEFAULT false NOT NULL,
	`marketing_withdrawn_at` integer,
	`deletion_requested_at` integer,
	`archived_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`consent_edition_id`) REFERENCES `consent_editions`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `members_name` ON `members` (`full_name`);--> statement-breakpoint
CREATE TABLE `offer_editions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`body` text NOT NULL,
	`effective_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pass_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pass_id` integer NOT NULL,
	`kind` text NOT NULL,
	`from_date` text,
	`to_date` text,
	`days` integer,
	`classes` integer,
	`reason` text DEFAULT '' NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`pass_id`) REFERENCES `passes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `pass_changes_pass` ON `pass_changes` (`pass_id`);--> statement-breakpoint
CREATE TABLE `pass_reminders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`pass_id` integer NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer,
	`failed_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`pass_id`) REFERENCES `passes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pass_reminders_once` ON `pass_reminders` (`pass_id`,`kind`);--> statement-breakpoint
CREATE TABLE `pass_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`directions` text DEFAULT '[]' NOT NULL,
	`group_ids` text DEFAULT '[]' NOT NULL,
	`classes` integer,
	`validity_days` integer NOT NULL,
	`valid_from` text NOT NULL,
	`price_kopecks` integer NOT NULL,
	`age_min` integer,
	`age_max` integer,
	`freeze_days` integer DEFAULT 0 NOT NULL,
	`sold_online` integer DEFAULT false NOT NULL,
	`archived_at` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pass_visits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`group_id` text NOT NULL,
	`date` text NOT NULL,
	`pass_id` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pass_id`) REFERENCES `passes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pass_visits_once` ON `pass_visits` (`member_id`,`group_id`,`date`);--> statement-breakpoint
CREATE INDEX `pass_visits_pass` ON `pass_visits` (`pass_id`);--> statement-breakpoint
CREATE TABLE `passes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`member_id` integer NOT NULL,
	`pass_type_id` integer NOT NULL,
	`payment_id` integer,
	`name` text NOT NULL,
	`directions` text DEFAULT '[]' NOT NULL,
	`group_ids` text DEFAULT '[]' NOT NULL,
	`classes_total` integer,
	`validity_days` integer NOT NULL,
	`valid_from` text NOT NULL,
	`freeze_days_allowed` integer DEFAULT 0 NOT NULL,
	`price_kopecks` integer NOT NULL,
	`starts_on` text,
	`ends_on` text,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`pass_type_id`) REFERENCES `pass_types`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `passes_payment_id_unique` ON `passes` (`payment_id`);--> statement-breakpoint
CREATE INDEX `passes_member` ON `passes` (`member_id`,`status`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`source` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`at` integer NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_events_payment` ON `payment_events` (`payment_id`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`provider` text NOT NULL,
	`provider_payment_id` text,
	`idempotence_key` text NOT NULL,
	`status` text NOT NULL,
	`method` text NOT NULL,
	`amount_kopecks` integer NOT NULL,
	`refunded_kopecks` integer DEFAULT 0 NOT NULL,
	`pass_type_id` integer NOT NULL,
	`member_id` integer,
	`order` text NOT NULL,
	`payer_phone` text,
	`payer_email` text,
	`offer_edition_id` integer,
	`confirmation_url` text,
	`return_token_hash` text,
	`receipt_status` text,
	`cancellation_reason` text,
	`created_by` integer,
	`note` text DEFAULT '' NOT NULL,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`pass_type_id`) REFERENCES `pass_types`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`offer_edition_id`) REFERENCES `offer_editions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_provider_payment_id_unique` ON `payments` (`provider_payment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_idempotence_key_unique` ON `payments` (`idempotence_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_return_token_hash_unique` ON `payments` (`return_token_hash`);--> statement-breakpoint
CREATE INDEX `payments_status` ON `payments` (`status`);--> statement-breakpoint
CREATE INDEX `payments_paid` ON `payments` (`paid_at`);--> statement-breakpoint
CREATE INDEX `payments_member` ON `payments` (`member_id`);--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`payment_id` integer NOT NULL,
	`provider_refund_id` text,
	`idempotence_key` text NOT NULL,
	`amount_kopecks` integer NOT NULL,
	`status` text NOT NULL,
	`reason` text NOT NULL,
	`created_by` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`created_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_provider_refund_id_unique` ON `refunds` (`provider_refund_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_idempotence_key_unique` ON `refunds` (`idempotence_key`);--> statement-breakpoint
CREATE INDEX `refunds_payment` ON `refunds` (`payment_id`);--> statement-breakpoint
ALTER TABLE `attendance_records` ADD `member_id` integer;--> statement-breakpoint
CREATE INDEX `attendance_member` ON `attendance_records` (`member_id`);--> statement-breakpoint
ALTER TABLE `groups` ADD `direction` text;