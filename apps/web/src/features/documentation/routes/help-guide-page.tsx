// documentation/help-guide (spec §2): the spec's eight tabs and Map U.S. Markets (080); the URL fragment chooses the tab (the first when
// it names none), and choosing a tab writes its fragment, so every tab can be linked to.
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { type HelpGuideTabId, helpGuideTabs } from '../../../content/help/help-guide-tabs.tsx';
import { helpVideos } from '../../../content/help/help-videos.ts';
import { DocPage } from '../components/doc-page.tsx';
import { VideoSlot } from '../components/video-slot.tsx';

const DEFAULT_TAB = helpGuideTabs[0]?.id ?? 'getting-started';

export function tabFromHash(hash: string): HelpGuideTabId {
  const id = decodeURIComponent(hash.replace(/^#/, '')).toLowerCase();
  return helpGuideTabs.find((t) => t.id === id)?.id ?? DEFAULT_TAB;
}

export function HelpGuidePage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const active = tabFromHash(hash);

  return (
    <DocPage title="Help guide">
      <Tabs
        value={active}
        onChange={(value) => value && navigate({ hash: `#${value}` }, { replace: true, preventScrollReset: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {helpGuideTabs.map((tab) => (
            <Tabs.Tab key={tab.id} value={tab.id}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {helpGuideTabs.map(({ id, Body, video }) => (
          <Tabs.Panel key={id} value={id} data-testid={`help-tab-${id}`}>
            <Body />
            {video && <VideoSlot video={helpVideos[video]} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </DocPage>
  );
}
