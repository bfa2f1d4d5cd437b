ALTER TABLE `audit_log` ADD `changed` text;--> statement-breakpoint
ALTER TABLE `audit_log` ADD `label` text;