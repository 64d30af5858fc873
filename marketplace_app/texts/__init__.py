"""Every user-facing text, by area (site, discovery, workspace, social): the spec's English is
the default and the key of the Hindi catalogue (i18n/hi.po); pages show them through t()."""
