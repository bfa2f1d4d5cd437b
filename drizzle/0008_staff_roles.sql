CREATE TABLE `staff_invites` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invites_token_hash_unique` ON `staff_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_invites_admin` ON `staff_invites` (`admin_id`);--> statement-breakpoint
ALTER TABLE `admins` ADD `name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `role` text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `group_ids` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `directions` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `admins` ADD `disabled_at` integer;