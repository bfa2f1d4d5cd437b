CREATE TABLE `trial_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slot_id` integer NOT NULL,
	`date` text NOT NULL,
	`application_id` integer NOT NULL,
	`status` text NOT NULL,
	`attendance` text,
	`token_hash` text,
	`promoted_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`slot_id`) REFERENCES `trial_slots`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trial_bookings_token_hash_unique` ON `trial_bookings` (`token_hash`);--> statement-breakpoint
CREATE INDEX `trial_bookings_session` ON `trial_bookings` (`slot_id`,`date`,`status`);--> statement-breakpoint
CREATE INDEX `trial_bookings_application` ON `trial_bookings` (`application_id`);--> statement-breakpoint
CREATE TABLE `trial_closures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slot_id` integer NOT NULL,
	`date` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	FOREIGN KEY (`slot_id`) REFERENCES `trial_slots`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trial_closures_slot_date` ON `trial_closures` (`slot_id`,`date`);--> statement-breakpoint
CREATE TABLE `trial_slots` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`weekday` integer NOT NULL,
	`time` text NOT NULL,
	`direction` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`age_min` integer NOT NULL,
	`age_max` integer NOT NULL,
	`duration_minutes` integer DEFAULT 60 NOT NULL,
	`capacity` integer DEFAULT 2 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL
);
