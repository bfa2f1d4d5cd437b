-- Custom SQL migration file, put your code below! --
-- The ad pop-up becomes a JSON document in `settings` (key 'ad') like the other singleton settings.
-- The marking fields it gains (isAdvertising, advertiser, erid) are left out: reading fills the defaults.
INSERT INTO `settings` (`key`, `value`, `updated_at`)
SELECT 'ad',
	json_object(
		'isActive', json(CASE WHEN `is_active` THEN 'true' ELSE 'false' END),
		'imageUrl', `image_url`,
		'redirectUrl', `redirect_url`
	),
	`updated_at`
FROM `ad` WHERE `id` = 1
ON CONFLICT(`key`) DO NOTHING;
