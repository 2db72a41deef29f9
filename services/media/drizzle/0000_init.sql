CREATE TABLE `images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`base_key` text NOT NULL,
	`filename` text NOT NULL,
	`caption` text,
	`format` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`file_size` integer NOT NULL,
	`total_bytes` integer NOT NULL,
	`variant_widths` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `images_base_key_unique` ON `images` (`base_key`);--> statement-breakpoint
CREATE INDEX `images_kind_idx` ON `images` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `service_state` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
