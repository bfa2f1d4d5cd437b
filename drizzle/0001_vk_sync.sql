CREATE TABLE `vk_post_tombstones` (
	`vk_id` integer PRIMARY KEY NOT NULL,
	`deleted_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `posts` ADD `vk_hash` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `photo_sources` text DEFAULT '[]' NOT NULL;