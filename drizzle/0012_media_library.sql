CREATE TABLE `media` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text DEFAULT 'image' NOT NULL,
	`name` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`focal_x` real DEFAULT 0.5 NOT NULL,
	`focal_y` real DEFAULT 0.5 NOT NULL,
	`folder` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`state` text DEFAULT 'ready' NOT NULL,
	`hash` text NOT NULL,
	`widths` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch()) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch()) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `media_created` ON `media` (`created_at`);--> statement-breakpoint
CREATE INDEX `media_folder` ON `media` (`folder`);--> statement-breakpoint
CREATE TABLE `media_usages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`media_id` integer NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` text NOT NULL,
	`field` text NOT NULL,
	FOREIGN KEY (`media_id`) REFERENCES `media`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_usages_owner_field` ON `media_usages` (`owner_kind`,`owner_id`,`field`);--> statement-breakpoint
CREATE INDEX `media_usages_media` ON `media_usages` (`media_id`);--> statement-breakpoint
ALTER TABLE `coaches` ADD `photo_media_id` integer REFERENCES media(id);