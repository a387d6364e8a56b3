// Titles and summaries of the documentation articles, apart from their texts.
export const awtArrowIndicatorMeta = {
  title: 'AWT monthly arrow indicator',
  summary: 'What the arrows of the Advanced Workholding Technology report mean and how they are calculated.',
};

export const agmaUploadGuideMeta = {
  title: 'AGMA upload: step-by-step guide',
  summary: 'How to prepare and upload your monthly AGMA MMTR file, with every rule the upload checks.',
};

export const mapUsMarketsHelpMeta = {
  title: 'Map U.S. Markets',
  summary: 'How to shade the map by industry and measure, move around it, open a region and export the table.',
};

export const analyzerHelpMeta = {
  title: 'Analyzer',
  summary: 'How to pivot, filter, calculate, project (what-if), blend your data, undo and share an analysis.',
};
