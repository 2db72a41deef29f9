-- Tours had no updated_at column: an edit wrote its time into created_at. Null until the
-- first edit from now on; the API answers created_at until then.
ALTER TABLE `tours` ADD `updated_at` text;